"""Turns the rendered page (tex/page-1.png, pdftoppm -r 150) into a phone photo: cvs/IMG_20261108_1932.jpg"""
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance, ImageChops
import random, os, glob
random.seed(301)
here = os.path.dirname(os.path.abspath(__file__))
src = sorted(glob.glob(os.path.join(here, "tex", "page*.png")))[0]
page = Image.open(src).convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))          # the photo shows the printed part of the sheet
w, h = page.size
# slight paper tint
page = Image.blend(page, Image.new("RGB", page.size, (238, 232, 218)), 0.12)
# place on a darker desk background and rotate ~2.2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(page, (80, 80))
rot = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient shading + vignette
W, H = rot.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(70 * y / H))
vign = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vign)
for i in range(60):
    dv.ellipse([-W * 0.3 + i * 6, -H * 0.3 + i * 6, W * 1.3 - i * 6, H * 1.3 - i * 6], fill=int(i * 1.5))
vign = vign.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (0, 0, 0))
rot = Image.composite(dark, rot, shade)
rot = ImageChops.multiply(rot, Image.merge("RGB", [ImageChops.invert(ImageChops.invert(vign).point(lambda v: v // 2))] * 3))
rot = rot.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
rot = Image.blend(rot, ImageChops.add(rot, noise, scale=2.0, offset=-60), 0.25)
rot = ImageEnhance.Contrast(rot).enhance(0.92)
out = os.path.join(here, "..", "cvs", "IMG_20261108_1932.jpg")
rot.save(out, "JPEG", quality=82)
print("wrote", out, rot.size)
