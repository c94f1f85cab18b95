# Turns src/sjc_page.png into a phone-photo-like JPEG in cvs/ (no text layer)
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(164)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "sjc_page.png")).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (236, 230, 214))
im = ImageChops.multiply(im, tint)
# place on a darker table background with margin, rotate ~2 degrees
bg = Image.new("RGB", (w + 220, h + 260), (92, 78, 64))
bg.paste(im, (110, 120))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = im.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.35 + i * 10, -H * 0.3 + i * 12, W * 1.25 - i * 10, H * 1.35 - i * 12], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.eval(im, lambda p: int(p * 0.62))
im = Image.composite(im, dark, mask)
# slight blur and noise
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, Image.eval(noise, lambda p: 200 + p // 5)), 0.35)
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_184522.jpg"), quality=82)
print("ok", im.size)
