"""Turns the rendered 2026 page into a phone photo (cvs/IMG_20261103_181422.jpg)."""
import random, pathlib, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(139)
src, out = sys.argv[1], pathlib.Path(__file__).resolve().parent.parent / "cvs" / "IMG_20261103_181422.jpg"
page = Image.open(src).convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.74)))          # the text ends about 70 % down the page
w, h = page.size
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (92, 78, 64))   # wooden desk
canvas.paste(page, (int(w * 0.06), int(h * 0.05)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = canvas.size
# warm light, shadow from the top-left, vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    d.ellipse((W / 2 - i, H / 2 - i * H / W, W / 2 + i, H / 2 + i * H / W), outline=min(255, int(i / max(W, H) * 170)))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 16, 10))
canvas = Image.composite(dark, canvas, shade)
tint = Image.new("RGB", (W, H), (255, 236, 205))
canvas = ImageChops.multiply(canvas, tint)
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: int(v * 0.25))
canvas = Image.composite(Image.new("RGB", (W, H), (0, 0, 0)), canvas, grad)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 4)), 0.35)
canvas.save(out, "JPEG", quality=82)
print(out, canvas.size)
