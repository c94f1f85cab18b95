"""Turns src/sanne_2026/page-1.png into a phone-photo-like JPG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(163)
page = Image.open("sanne_2026/page-1.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62) + 420))          # the printed content; rest of the sheet is folded under
w, h = page.size
# warm paper tint
tint = Image.new("RGB", page.size, (244, 238, 226))
page = ImageChops.multiply(page, tint)
# table background, page slightly rotated on it
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
rot = page.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, (80 - (rot.size[0] - w) // 2, 80 - (rot.size[1] - h) // 2))
# shading: darker towards lower-right, vignette
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 256, 4):
    d.ellipse((-W * 0.3 + i * 1.2, -H * 0.3 + i * 1.2, W * 1.3 - i * 1.2, H * 1.3 - i * 1.2), fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (30, 25, 20))
img = Image.composite(bg, dark, shade.point(lambda v: int(140 + v * 115 / 255)))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: int(255 - v * 0.18))
img = ImageChops.multiply(img, Image.merge("RGB", [grad] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save("../cvs/IMG_20261024_183512.jpg", quality=82)
print(img.size)
