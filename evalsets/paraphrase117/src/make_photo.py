"""Turns the rendered page of xie_siyu.pdf into a phone-photo-like JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(117)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "xie_page.png")).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))   # wooden desk
bg.paste(page, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient from top-left (bright) to bottom-right (shadow)
W, H = img.size
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    v = int(255 - 70 * (y / H))
    gd.line([(0, y), (W, y)], fill=v)
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(180))
mask = ImageChops.multiply(grad, vign)
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(img, dark, mask.point(lambda p: int(90 + p * 165 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img = img.convert("RGB").resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_214512.jpg"), quality=82)
