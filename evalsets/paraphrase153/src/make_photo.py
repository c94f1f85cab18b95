"""Turns src/p8/page.png into a phone-photo-like JPG in ../cvs (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(153)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "p8", "page.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (96, 84, 70))  # desk
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 84, 70))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
# shading: darker towards bottom-right, vignette
shade = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    dr.ellipse([-bg.width * 0.2 + i * 2, -bg.height * 0.2 + i * 2,
                bg.width * 1.2 - i * 2, bg.height * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", bg.size, (40, 35, 30))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 90 + v)))
warm = Image.new("RGB", bg.size, (255, 244, 225))
bg = ImageChops.multiply(bg, warm)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.35)
bg.save(os.path.join(here, "..", "cvs", "IMG_20261121_093412.jpg"), quality=80)
