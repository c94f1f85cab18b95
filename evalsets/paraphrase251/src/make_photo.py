"""Turns the rendered page PNG of xian_ruoyao_zh.pdf into a phone-photo JPG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(251)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "xian_page.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 84, 74))
bg.paste(im, ((bg.width-w)//2, (bg.height-h)//2))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: warm tint + radial vignette + soft side shadow
tint = Image.new("RGB", im.size, (255, 246, 228))
im = ImageChops.multiply(im, tint)
rad = Image.radial_gradient("L").resize(im.size)          # 0 centre -> 255 edge
shade = rad.point(lambda v: int(255 - 0.45 * max(0, v - 90)))
im = ImageChops.multiply(im, Image.merge("RGB", (shade, shade, shade)))
side = Image.linear_gradient("L").rotate(90, expand=True).resize(im.size).point(lambda v: int(255 - 0.18 * v))
im = ImageChops.multiply(im, Image.merge("RGB", (side, side, side)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v//5)), 0.35)
im.save(os.path.join(here, "..", "cvs", "IMG_20261114_093512.jpg"), quality=82)
