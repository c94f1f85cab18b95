"""Turns the rendered page of the GM's CV into a phone-photo JPG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
src = sorted(here.glob("lc_page*.png"))[0]
img = Image.open(src).convert("RGB")
w, h = img.size
# paper tone
tone = Image.new("RGB", img.size, (238, 232, 218))
img = ImageChops.multiply(img, tone)
# rotate on a dark table background
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(70, 62, 55))
W, H = img.size
# shading: light falloff from top-left, vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    v = int(255 * (1 - i / 60) * 0.55)
    d.ellipse([-W * 0.3 + i * W / 60 * 0.6, -H * 0.3 + i * H / 60 * 0.6,
               W * 1.3 - i * W / 60 * 0.6, H * 1.3 - i * H / 60 * 0.6], outline=None, fill=255 - v)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(img, dark, shade)
# diagonal shadow band (the phone's shadow)
band = Image.new("L", (W, H), 0)
ImageDraw.Draw(band).polygon([(0, H * 0.72), (W, H * 0.55), (W, H * 0.68), (0, H * 0.86)], fill=60)
band = band.filter(ImageFilter.GaussianBlur(40))
img = Image.composite(Image.new("RGB", (W, H), (0, 0, 0)), img, band)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
random.seed(74)
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(here.parent / "cvs" / "luan_chuheng_photo.jpg", quality=82)
print("saved", W, H)
