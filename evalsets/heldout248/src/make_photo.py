"""Turns the rendered page gao_page-1.png into a phone photo (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(248)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "gao_page-1.png")).convert("RGB")
W, H = page.size
# table background, page slightly smaller and rotated
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.10)), (96, 78, 60))
paper = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 78, 60))
bg.paste(paper, ((bg.width - paper.width) // 2, (bg.height - paper.height) // 2))
img = bg
# warm tint + uneven lighting (vignette and a shadow from the phone on one side)
img = ImageEnhance.Color(img).enhance(0.9)
overlay = Image.new("L", img.size, 0)
d = ImageDraw.Draw(overlay)
cx, cy = img.width * 0.45, img.height * 0.4
maxr = (img.width ** 2 + img.height ** 2) ** 0.5 / 2
for i in range(60, 0, -1):
    r = maxr * i / 60
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=int(150 * (i / 60) ** 2))
overlay = overlay.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", img.size, (20, 15, 10))
img = Image.composite(dark, img, overlay.point(lambda v: int(v * 0.55)))
shadow = Image.new("L", img.size, 0)
ImageDraw.Draw(shadow).polygon([(img.width * 0.7, img.height), (img.width, img.height * 0.55),
                                (img.width, img.height)], fill=90)
shadow = shadow.filter(ImageFilter.GaussianBlur(60))
img = Image.composite(dark, img, shadow)
tint = Image.new("RGB", img.size, (255, 236, 205))
img = Image.blend(img, tint, 0.08)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = os.path.join(here, "..", "cvs", "IMG_20261103_214512.jpg")
img.save(out, "JPEG", quality=82)
print("wrote", out, img.size)
