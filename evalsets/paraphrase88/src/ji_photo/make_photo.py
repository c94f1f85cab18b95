"""Turns page-1.png into a phone-photo-like JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(42)
here = os.path.dirname(os.path.abspath(__file__))
src = [f for f in os.listdir(here) if f.startswith("page") and f.endswith(".png")][0]
im = Image.open(os.path.join(here, src)).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
bg.paste(im, (int(w * 0.04), int(h * 0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# warm tint + uneven lighting (vignette, brighter top-left)
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    a = int(255 * (i / 60) ** 1.6)
    d.ellipse([-W * 0.3 + i * W * 0.012, -H * 0.25 + i * H * 0.012,
               W * 1.3 - i * W * 0.008, H * 1.25 - i * H * 0.008], fill=a)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.blend(im, Image.new("RGB", (W, H), (40, 35, 30)), 0.45)
im = Image.composite(im, dark, shade)
tint = Image.new("RGB", (W, H), (255, 244, 225))
im = ImageChops.multiply(im, tint)
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save(os.path.join(here, "..", "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
