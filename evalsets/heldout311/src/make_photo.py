"""Turns src/haukeland/page.png into a phone-photo-like JPEG: crop to text area, rotate ~2 deg, uneven lighting, vignette, blur, noise."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(311)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "haukeland", "page.png")).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.72)))  # text occupies upper part of the page
w, h = img.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 230, 216))
img = ImageChops.multiply(img, tint)
# put on a darker "table" background and rotate
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))
bg.paste(img, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = bg.size
# lighting gradient (brighter upper-left) + vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(255 - 70 * i / max(W, H))
    d.ellipse((-i + W * 0.3, -i + H * 0.3, i + W * 0.3, i + H * 0.3), outline=v, width=6)
shade = shade.filter(ImageFilter.GaussianBlur(40))
shade_rgb = Image.merge("RGB", (shade, shade, shade))
bg = ImageChops.multiply(bg, shade_rgb)
bg = ImageChops.screen(bg, Image.new("RGB", (W, H), (28, 26, 22)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, ImageChops.invert(ImageChops.invert(noise))), 0.12)
bg.save(os.path.join(here, "..", "cvs", "haukeland_cv_2026.jpg"), quality=82)
print(bg.size)
