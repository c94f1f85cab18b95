"""Turns page.png into a phone-photo-like JPEG (rotation, shading, vignette, blur, noise)."""
import sys, random
from PIL import Image, ImageFilter, ImageChops, ImageDraw
src, dst = sys.argv[1], sys.argv[2]
random.seed(45)
im = Image.open(src).convert("RGB")
w, h = im.size
# uneven lighting: darker towards bottom-right
grad = Image.linear_gradient("L").resize((w, h)).rotate(-35, expand=False, fillcolor=128)
shade = grad.point(lambda v: 255 - int(v * 0.30))
im = ImageChops.multiply(im, Image.merge("RGB", [shade] * 3))
# paper tint
im = ImageChops.multiply(im, Image.new("RGB", (w, h), (246, 240, 228)))
# rotate onto a table background
im = im.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(120, 104, 86))
w, h = im.size
# vignette
mask = Image.new("L", (w, h), 0)
ImageDraw.Draw(mask).ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(min(w, h) // 8))
dark = Image.new("RGB", (w, h), (40, 34, 28))
im = Image.composite(im, dark, mask)
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageChops.invert(ImageChops.invert(noise))), 0.12)
im.save(dst, "JPEG", quality=85)
