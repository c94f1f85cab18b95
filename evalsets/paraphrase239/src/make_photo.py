"""Turns the rendered page PNG into a phone-photo JPG (rotation, shading, vignette, blur, noise)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(239)
here = Path(__file__).resolve().parent
img = Image.open(here / "you_siqi_page-1.png").convert("RGB")
w, h = img.size
# table background around the sheet
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (96, 84, 70))
canvas.paste(img, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# warm tint + uneven lighting (gradient from top-left)
W, H = canvas.size
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False, fillcolor=128)
shade = Image.merge("RGB", [grad.point(lambda v: 175 + v * 80 // 255)] * 3)
canvas = ImageChops.multiply(canvas, shade)
tint = Image.new("RGB", (W, H), (255, 244, 225))
canvas = ImageChops.multiply(canvas, tint)
# vignette
mask = Image.new("L", (W, H), 0)
ImageDraw.Draw(mask).ellipse((-W * 0.15, -H * 0.1, W * 1.15, H * 1.1), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(W // 8))
dark = Image.new("RGB", (W, H), (30, 26, 22))
canvas = Image.composite(canvas, dark, mask)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v * 55 // 255)), 0.5)
canvas.save(here.parent / "cvs" / "IMG_20261020_183412.jpg", quality=82)
