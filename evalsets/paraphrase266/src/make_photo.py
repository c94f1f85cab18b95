"""Turns situ_page.png (pdftoppm -r 150 of situ_xiaolei.pdf) into a phone-photo-like JPEG."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(266)
src = Image.open(os.path.join(os.path.dirname(__file__), "situ_page.png")).convert("RGB")
w, h = src.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))   # wooden desk
bg.paste(src, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: diagonal shading + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(img.width):
    d.line([(i, 0), (i, img.height)], fill=int(55 * i / img.width))
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-img.width * 0.25, -img.height * 0.2, img.width * 1.25, img.height * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
dark = Image.new("RGB", img.size, (20, 18, 15))
img = Image.composite(img, dark, vig)
img = ImageChops.subtract(img, Image.merge("RGB", [shade] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(os.path.dirname(__file__), "..", "cvs", "IMG_20261118_213407.jpg"), quality=82)
print(img.size)
