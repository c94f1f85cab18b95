"""Turns miao_anhe_zh_page1.png (pdftoppm -r 150 of miao_anhe_zh.pdf) into a phone-photo JPG in ../cvs/."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(152)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "miao_anhe_zh_page1.png")).convert("RGB")
# crop to top ~70% (content) and put on a darker "desk" background
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
bg = Image.new("RGB", (im.width + 160, im.height + 160), (92, 78, 64))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: gradient from left (lighter) to right (darker) + vignette
W, H = im.size
shade = Image.new("L", (W, H))
dr = ImageDraw.Draw(shade)
for x in range(W):
    v = int(255 - 60 * x / W)
    dr.line([(x, 0), (x, H)], fill=v)
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse((-W * 0.15, -H * 0.2, W * 1.15, H * 1.2), fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign.point(lambda p: 150 + p * 105 // 255))
im = ImageChops.multiply(im, Image.merge("RGB", (mask, mask, mask)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.5)
im = im.resize((int(W * 0.9), int(H * 0.9)))
im.save(os.path.join(here, "..", "cvs", "IMG_20251214_简历.jpg"), quality=82)
print(im.size)
