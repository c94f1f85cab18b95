"""Turns dq_page.png (pdftoppm -r 150 of dorothea_quansah_cv.pdf) into a phone-photo-like JPG."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(32)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "dq_page.png")).convert("RGB")
w, h = im.size
# warm paper tint
tint = Image.new("RGB", im.size, (236, 228, 212))
im = ImageChops.multiply(im, tint)
# rotate ~2 degrees onto a table-coloured background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(120, 104, 88))
w, h = im.size
# vignette / uneven lighting: radial gradient mask
grad = Image.radial_gradient("L").resize((w, h))
shade = Image.merge("RGB", [grad.point(lambda v: 255 - int(v * 0.45))] * 3)
im = ImageChops.multiply(im, shade)
# a soft diagonal shadow (the phone/hand)
sh = Image.new("L", (w, h), 255)
d = ImageDraw.Draw(sh)
d.polygon([(int(w*0.7), h), (w, int(h*0.55)), (w, h)], fill=170)
sh = sh.filter(ImageFilter.GaussianBlur(60))
im = ImageChops.multiply(im, Image.merge("RGB", [sh]*3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.5)
im.save(os.path.join(here, "..", "cvs", "resume_photo.jpg"), quality=80)
