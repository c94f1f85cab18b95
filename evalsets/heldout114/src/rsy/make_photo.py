# Turns the rendered page (page-1.png) into a phone photo: cvs/IMG_20261103_091244.jpg (no text layer).
import pathlib, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(114)
here = pathlib.Path(__file__).resolve().parent
out = here.parents[1] / "cvs" / "IMG_20261103_091244.jpg"
pg = Image.open(here / "page-1.png").convert("RGB")
# paper on a desk: pad with a darker background, rotate ~2 degrees
W, H = pg.size
bg = Image.new("RGB", (W + 160, H + 160), (92, 84, 74))
bg.paste(pg, (80, 70))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# warm tint + uneven lighting (vignette, brighter top-left)
tint = Image.new("RGB", img.size, (255, 244, 225))
img = ImageChops.multiply(img, tint)
w, h = img.size
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    r = int(max(w, h) * (1.05 - i / 80))
    dr.ellipse([w * 0.4 - r, h * 0.35 - r, w * 0.4 + r, h * 0.35 + r], fill=int(110 + i * 2.4))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (40, 36, 30))
img = Image.composite(img, dark, mask)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(out, "JPEG", quality=82)
print(out, img.size)
