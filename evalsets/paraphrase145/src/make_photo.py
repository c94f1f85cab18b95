"""Turns the rendered page into a phone photo (rotation, shading, vignette, blur, noise)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "ju_page.png")).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.68)))  # the filled part of the page
w, h = img.size
bg = Image.new("RGB", (w + 160, h + 160), (96, 84, 70))
bg.paste(img, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
W, H = bg.size
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    dr.ellipse((-W * 0.3 + i * 6, -H * 0.3 + i * 6, W * 1.3 - i * 6, H * 1.3 - i * 6), fill=int(i * 2.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 110 + v)))
grad = Image.linear_gradient("L").resize((W, H)).rotate(90, expand=False)
bg = Image.composite(bg, Image.new("RGB", (W, H), (60, 55, 48)), grad.point(lambda v: 255 - v // 5))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20261102_184455.jpg"), quality=82)
print("photo ok")
