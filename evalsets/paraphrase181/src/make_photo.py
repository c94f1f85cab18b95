"""Turns designer/page.png into a phone-photo-like JPEG in ../cvs (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(181)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "designer", "page.png")).convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))   # wooden desk
bg.paste(im, ((bg.width - W) // 2, (bg.height - H) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint + uneven lighting (vignette + shading from top-left)
shade = Image.new("L", im.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    dr.ellipse([im.width * (0.5 - 0.9 + i * 0.012), im.height * (0.5 - 0.9 + i * 0.012),
                im.width * (0.5 + 0.9 - i * 0.012), im.height * (0.5 + 0.9 - i * 0.012)], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", im.size, (40, 35, 30))
im = Image.composite(im, dark, shade.point(lambda p: 120 + p * 135 // 255))
tint = Image.new("RGB", im.size, (255, 240, 215))
im = ImageChops.multiply(im, tint)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.5)
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_214455.jpg"), quality=82)
print(im.size)
