"""Turns mao_page.png (pdftoppm -r 150 of mao_yalin.pdf) into a phone-photo JPG with no text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(162)
here = Path(__file__).resolve().parent
page = Image.open(here / "mao_page.png").convert("RGB")
# crop to top ~62% of the page (the text area) like a close-up photo
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
# paper tone
tone = Image.new("RGB", page.size, (236, 230, 214))
page = ImageChops.multiply(page, tone)
# put on a darker "desk" background and rotate 2.2 degrees
bg = Image.new("RGB", (page.width + 160, page.height + 160), (92, 84, 74))
bg.paste(page, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# vignette + uneven lighting
vig = Image.new("L", img.size, 0)
d = ImageDraw.Draw(vig)
W, H = img.size
for i in range(60):
    f = i / 60
    d.ellipse([-W * 0.25 + f * W * 0.2, -H * 0.3 + f * H * 0.2, W * 1.15 - f * W * 0.2, H * 1.25 - f * H * 0.2],
              fill=int(120 + 135 * f))
vig = vig.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (30, 26, 22))
img = Image.composite(img, dark, vig)
# slight blur and noise
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, Image.merge("RGB", [noise.split()[0]] * 3).point(lambda v: 180 + v // 3)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261103_184512.jpg", quality=82)
