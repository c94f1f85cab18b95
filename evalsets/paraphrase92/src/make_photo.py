"""Turns the rendered page (build/ji_page.png) into a phone photo ../cvs/IMG_20261103_2147.jpg."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
random.seed(92)
page = Image.open(here / "build" / "ji_page.png").convert("RGB")
w, h = page.size
# desk background, page placed slightly off-centre
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(page, (int(w * 0.05), int(h * 0.035)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint + uneven lighting (vignette and a shadow band from the left)
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    r = i / 60
    d.ellipse([int(-W * 0.3 + r * W * 0.35), int(-H * 0.3 + r * H * 0.35),
               int(W * 1.3 - r * W * 0.35), int(H * 1.3 - r * H * 0.35)], fill=int(40 + r * 215))
shade = shade.filter(ImageFilter.GaussianBlur(80))
band = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = ImageChops.multiply(shade, band.point(lambda v: 170 + v * 85 // 255))
dark = Image.new("RGB", (W, H), (30, 25, 20))
bg = Image.composite(bg, dark, shade)
tint = Image.new("RGB", (W, H), (255, 236, 205))
bg = ImageChops.multiply(bg, tint)
bg = bg.filter(ImageFilter.GaussianBlur(1.1))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.5)
bg.save(here.parent / "cvs" / "IMG_20261103_2147.jpg", quality=80)
