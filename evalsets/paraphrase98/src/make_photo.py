"""Turns the rendered page of miao_jingran_zh.pdf into a phone-photo JPEG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(98)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "miao_page.png" if os.path.exists(os.path.join(here, "miao_page.png")) else "miao_jingran_zh_page1.png")).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.55)))          # the phone framed the filled top half of the page
w, h = img.size
# paper tint + background table
img = ImageChops.multiply(img, Image.new("RGB", img.size, (246, 240, 228)))
bg = Image.new("RGB", (w + 160, h + 160), (92, 74, 60))
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 74, 60))
bg.paste(img, (80 - (img.size[0] - w) // 2, 80 - (img.size[1] - h) // 2))
img = bg
W, H = img.size
# lighting gradient / vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    for_x = 255 - int(70 * (y / H))
    d.line([(0, y), (W, y)], fill=for_x)
vign = Image.radial_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.45))
light = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", [light] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(os.path.join(here, "..", "cvs", "IMG_20260309_141522.jpg"), quality=82)
print("photo ok", img.size)
