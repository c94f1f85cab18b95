"""Turns leilani_brandstetter_2026.pdf (page 1) into a phone-photo JPG without a text layer."""
import random, subprocess, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = pathlib.Path(__file__).resolve().parent
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                str(here / "leilani_brandstetter_2026.pdf"), str(here / "lb_page")], check=True)
img = Image.open(here / "lb_page.png").convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.62)))          # the printed text ends about here
w, h = img.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))  # wooden desk
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = img.size
# warm tint + shading gradient (light from the upper left)
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 60 * y / H))
tint = Image.new("RGB", (W, H), (255, 244, 225))
img = ImageChops.multiply(img, tint)
img = Image.composite(img, ImageChops.multiply(img, Image.new("RGB", (W, H), (170, 165, 160))), shade)
# vignette
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.25, W * 1.25, H * 1.25], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
px = img.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(here.parent / "cvs" / "IMG_20261103_184512.jpg", quality=82)
(here / "lb_page.png").unlink()
print("ok", img.size)
