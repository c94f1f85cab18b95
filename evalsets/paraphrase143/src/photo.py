"""Turn a rendered CV page PNG into a phone-photo JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(143)
im = Image.open(src).convert("RGB")
w, h = im.size
canvas = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
canvas.paste(im, (int(w * 0.04), int(h * 0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: darker towards the bottom-right, vignette
W, H = canvas.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    d.ellipse([-W * 0.2 + i * 8, -H * 0.15 + i * 10, W * 1.1 - i * 6, H * 1.05 - i * 8], fill=int(i * 5.5))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 25, 20))
canvas = Image.composite(canvas, dark, shade.point(lambda v: min(255, 70 + v)))
warm = Image.new("RGB", (W, H), (255, 240, 215))
canvas = ImageChops.multiply(canvas, warm)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save(dst, "JPEG", quality=80)
