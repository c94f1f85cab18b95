"""Turns the rendered page PNG into a phone-photo JPG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import sys
random.seed(7)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))  # the text occupies the top of the page
w, h = im.size
# paper on a desk: pad with a dark-ish background, rotate 2.2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))
bg.paste(im, (80, 80))
im = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
w, h = im.size
# shading: warm tint and a gradient from the top-left lamp
grad = Image.linear_gradient("L").resize((w, h)).rotate(35, expand=False)
shade = Image.merge("RGB", [grad.point(lambda v: 255 - v // 5)] * 3)
im = ImageChops.multiply(im, shade)
tint = Image.new("RGB", (w, h), (255, 244, 225))
im = ImageChops.multiply(im, tint)
# vignette
mask = Image.new("L", (w, h), 0)
ImageDraw.Draw(mask).ellipse((-w * 0.15, -h * 0.2, w * 1.15, h * 1.2), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(120))
dark = Image.new("RGB", (w, h), (40, 34, 28))
im = Image.composite(im, dark, mask)
# blur + noise
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save(dst, "JPEG", quality=80)
print(dst, im.size)
