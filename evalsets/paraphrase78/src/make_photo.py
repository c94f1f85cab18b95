"""Turn the rendered page of 尉晴柯's CV into a phone photo (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(78)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "yu", "page-1.png")).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))   # wooden desk
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: vertical/horizontal shading + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for y in range(img.height):
    for_x = int(55 * y / img.height)
    d.line([(0, y), (img.width, y)], fill=for_x)
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
cx, cy = img.width / 2, img.height / 2
for i in range(60):
    r = 1 - i / 60
    dv.ellipse([cx - cx * 1.5 * r, cy - cy * 1.5 * r, cx + cx * 1.5 * r, cy + cy * 1.5 * r], fill=int(70 * (1 - r)))
dark = ImageChops.add(shade, ImageChops.invert(ImageChops.invert(vign)))
img = ImageChops.subtract(img, Image.merge("RGB", (dark, dark, dark)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("L")
img = Image.blend(img, Image.merge("RGB", (noise, noise, noise)), 0.06)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_214512.jpg"), quality=82)
print(img.size)
