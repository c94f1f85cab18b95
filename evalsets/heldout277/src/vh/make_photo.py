"""Turn the rendered page into a phone photo (skewed, shaded, noisy JPEG, no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(277)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
w, h = page.size
# paper on a darker desk, with margin
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# warm tint + uneven lighting (vignette and a side shadow)
W, H = canvas.size
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.7)
    dr.ellipse([-W * 0.25 + i * W * 0.008, -H * 0.2 + i * H * 0.007, W * 1.15 - i * W * 0.006, H * 1.2 - i * H * 0.008], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 34, 28))
canvas = Image.composite(canvas, dark, mask.point(lambda p: 110 + p * 145 // 255))
tint = Image.new("RGB", (W, H), (255, 243, 222))
canvas = ImageChops.multiply(canvas, tint)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.5)
out = os.path.join(here, "..", "..", "cvs", "veikko_halonen_2026.jpg")
canvas.save(out, quality=82)
print(out, canvas.size)
