"""Turns a rendered PNG page into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(188)
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
im = im.rotate(-2.2, expand=True, fillcolor=(92, 84, 74), resample=Image.BICUBIC)
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
# shading: darker towards the bottom-right, vignette
shade = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    dr.ellipse([-bg.width * 0.3 + i * 2, -bg.height * 0.3 + i * 2, bg.width * 1.3 - i * 2, bg.height * 1.3 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (30, 28, 25))
bg = Image.composite(bg, dark, shade.point(lambda v: int(110 + v * 145 / 255)))
bg = bg.filter(ImageFilter.GaussianBlur(1.1))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = ImageChops.add(bg, noise, scale=2.0, offset=-60)
bg.save(dst, "JPEG", quality=82)
