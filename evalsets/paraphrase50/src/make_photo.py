"""Turn the rendered page (tendai_page.png) into a phone-photo JPEG with no text layer."""
import random
from pathlib import Path
from PIL import Image, ImageDraw, ImageFilter, ImageEnhance

random.seed(50)
here = Path(__file__).resolve().parent
page = Image.open(here / "tendai_page.png").convert("RGB")
# paper on a darker desk background, rotated ~2 degrees
W, H = page.size
bg = Image.new("RGB", (W + 160, H + 200), (92, 78, 64))
bg.paste(page, (80, 100))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint, lower contrast
img = ImageEnhance.Contrast(img).enhance(0.88)
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: max(0, v - 10))))
# smooth shading: linear gradient (lamp from the top-left) + radial vignette
w, h = img.size
g = Image.linear_gradient("L")
lin = Image.blend(g, g.transpose(Image.ROTATE_90).transpose(Image.FLIP_LEFT_RIGHT), 0.5).resize((w, h)).point(lambda v: int(v * 0.35))
rad = Image.radial_gradient("L").resize((w, h)).point(lambda v: max(0, int((v - 110) * 1.1)))
mask = Image.eval(Image.blend(lin, rad, 0.5), lambda v: min(200, v * 2))
dark = Image.new("RGB", (w, h), (25, 18, 12))
img = Image.composite(dark, img, mask)
# slight blur and sensor noise
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    n = random.randint(-22, 22)
    p = px[x, y]
    px[x, y] = tuple(max(0, min(255, c + n)) for c in p)
img.save(here.parent / "cvs" / "tendai_musoni_photo.jpg", "JPEG", quality=78)
print(img.size)
