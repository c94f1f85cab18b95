"""Turns vincent_lai_page.png into a phone-photo-like JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(97)
here = Path(__file__).resolve().parent
page = Image.open(here / "vincent_lai_page.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))   # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: horizontal gradient + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for x in range(img.width):
    d.line([(x, 0), (x, img.height)], fill=int(255 - 45 * x / img.width))
vig = Image.new("L", img.size, 0)
ImageDraw.Draw(vig).ellipse([-img.width * 0.15, -img.height * 0.1, img.width * 1.15, img.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", [mask, mask, mask]))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img = img.convert("RGB").resize((int(img.width * 0.9), int(img.height * 0.9)))
img.save(here.parent / "cvs" / "IMG_20260912_181433.jpg", quality=82)
