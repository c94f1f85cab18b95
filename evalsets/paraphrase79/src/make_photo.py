"""Turns src/g/page.png into a phone-photo-like JPEG in cvs/ (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(79)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "g", "page.png")).convert("RGB")
w, h = img.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
canvas.paste(img, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = canvas.size
# shading: light from top-left + vignette
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    v = int(255 - 55 * (y / H))
    gd.line([(0, y), (W, y)], fill=v)
vign = Image.new("L", (W, H), 0)
vd = ImageDraw.Draw(vign)
vd.ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(W // 8))
mask = ImageChops.multiply(grad, vign)
dark = Image.new("RGB", (W, H), (25, 22, 20))
canvas = Image.composite(canvas, dark, mask.point(lambda p: int(70 + p * 185 / 255)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.6))
# noise
noise = Image.effect_noise((W, H), 12).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=1.0, offset=-12)
canvas = canvas.resize((int(W * 0.95), int(H * 0.95)))
canvas.save(os.path.join(here, "..", "cvs", "IMG_20261103_214509.jpg"), quality=82)
print(canvas.size)
