"""Turns page-1.png (pdftoppm -r 150 of cheng_muzhi_2026.pdf) into a phone photo JPEG."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = Path(__file__).resolve().parent
random.seed(246)
im = Image.open(here / "page-1.png").convert("RGB")
w, h = im.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
canvas.paste(im, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, fillcolor=(92, 80, 66))
W, H = canvas.size
# shading: light from top-left, vignette
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 60):
    dr.ellipse([-W * 0.3 + i * 8, -H * 0.3 + i * 8, W * 1.3 - i * 8, H * 1.3 - i * 8], fill=int(150 + i * 1.7))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (20, 18, 15))
canvas = Image.composite(canvas, dark, shade)
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 225 + v * 30 // 255)
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [grad] * 3))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save(here.parent.parent / "cvs" / "程牧之_简历_2026_拍照.jpg", quality=82)
print("ok", canvas.size)
