"""Turn sumuyan/page-1.png into a phone-photo-like JPEG (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(261)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "sumuyan", "page-1.png")).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.70)))          # the printed part of the page
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (236, 230, 214))
im = ImageChops.multiply(im, tint)
# put on a darker desk background and rotate 2.2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 74))
bg.paste(im, (80, 80))
bg = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = bg.size
# vignette / uneven lighting
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    dr.ellipse((-W * 0.3 + i * W * 0.012, -H * 0.3 + i * H * 0.012,
                W * 1.3 - i * W * 0.012, H * 1.3 - i * H * 0.012), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.eval(bg, lambda p: int(p * 0.62))
bg = Image.composite(bg, dark, mask)
# shadow band of a hand/phone on the left
shade = Image.new("L", (W, H), 255)
ImageDraw.Draw(shade).rectangle((0, 0, int(W * 0.08), H), fill=190)
shade = shade.filter(ImageFilter.GaussianBlur(40))
bg = ImageChops.multiply(bg, Image.merge("RGB", (shade, shade, shade)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, Image.eval(noise, lambda p: min(255, p + 150))), 0.35)
out = os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg")
bg.save(out, "JPEG", quality=82)
print("wrote", out, bg.size)
