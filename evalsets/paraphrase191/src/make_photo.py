"""Turns feng_page.png into a phone-photo-like JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(191)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "feng_page.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 76))
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 76))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
im = bg
# shading: warm light from the top-left, darker bottom-right
grad = Image.linear_gradient("L").rotate(-35, expand=False).resize(im.size)
shade = Image.merge("RGB", [grad.point(lambda v: 255 - v // 4)] * 3)
im = ImageChops.multiply(im, shade)
# vignette
mask = Image.new("L", im.size, 0)
ImageDraw.Draw(mask).ellipse([-im.width * 0.15, -im.height * 0.1, im.width * 1.15, im.height * 1.1], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(140))
im = Image.composite(im, Image.new("RGB", im.size, (40, 36, 32)), mask)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save(os.path.join(here, "..", "cvs", "IMG_20261104_091532.jpg"), quality=82)
