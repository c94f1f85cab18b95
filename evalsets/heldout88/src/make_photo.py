"""Turns src/nandita_raghavan/page-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(88)
src = Image.open("/work/blind/heldout88/src/nandita_raghavan/page-1.png").convert("RGB")
w, h = src.size
# paper slightly warm
paper = ImageChops.multiply(src, Image.new("RGB", (w, h), (246, 240, 228)))
# put on a wooden-ish table background, rotate ~2.2 degrees
bg = Image.new("RGB", (w + 220, h + 260), (112, 86, 62))
bg.paste(paper, (110, 120))
rot = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(104, 80, 58))
# shading: darker toward bottom-right, vignette
W, H = rot.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 400, 4):
    d.rectangle([i, i, W - i, H - i], outline=int(110 - i * 0.27))
shade = shade.filter(ImageFilter.GaussianBlur(60))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: int(v * 0.25))
mask = ImageChops.add(shade, grad)
dark = Image.new("RGB", (W, H), (20, 16, 12))
img = Image.composite(dark, rot, mask)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(noise).point(lambda v: 255 - (255 - v) // 6)), 0.8)
img = img.resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
img.save("/work/blind/heldout88/cvs/IMG_20261103_184512.jpg", quality=82)
print(img.size)
