# Turns page-1.png (pdftoppm -r 150) into a phone-photo-like JPEG with no text layer.
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(211)
HERE = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(HERE, "page-1.png")).convert("RGB")
w, h = img.size
# paper tint
tint = Image.new("RGB", (w, h), (238, 232, 220))
img = ImageChops.multiply(img, tint)
# put on a darker "table" background with margins, rotate 2 degrees
bg = Image.new("RGB", (w + 240, h + 240), (92, 78, 64))
bg.paste(img, (120, 120))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# lighting gradient / vignette
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-W * 0.3 + i * 12, -H * 0.25 + i * 14, W * 1.3 - i * 12, H * 1.25 - i * 14], fill=int(255 * i / 60))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 35, 30))
bg = Image.composite(bg, dark, mask.point(lambda v: 110 + v * 145 // 255))
# side shadow (hand/phone)
shadow = Image.new("L", (W, H), 255)
sd = ImageDraw.Draw(shadow)
sd.polygon([(0, H * 0.55), (W * 0.35, H), (0, H)], fill=150)
shadow = shadow.filter(ImageFilter.GaussianBlur(60))
bg = ImageChops.multiply(bg, Image.merge("RGB", [shadow] * 3))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 14).convert("RGB")
bg = ImageChops.add(bg, noise, scale=1.0, offset=-7)
bg = bg.resize((int(W * 0.92), int(H * 0.92)), Image.LANCZOS)
bg.save(os.path.join(HERE, "..", "..", "cvs", "IMG_20261103_184522.jpg"), quality=82)
print("ok", bg.size)
