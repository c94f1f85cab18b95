"""Turns zawadzka_page.pdf into a phone-photo JPEG (no text layer): ../cvs/IMG_20261103_142215.jpg"""
import subprocess, random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = Path(__file__).resolve().parent
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", str(here/"zawadzka_page.pdf"), str(here/"zawadzka_page")], check=True)
page = Image.open(here/"zawadzka_page.png").convert("RGB")
w, h = page.size
# crop off the empty lower part of the page, as a phone shot would frame the text
page = page.crop((0, 0, w, int(h*0.62)))
w, h = page.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.14)), (92, 78, 64))  # wooden desk
bg.paste(page, (int(w*0.06), int(h*0.07)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = img.size
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i/60))
    dr.ellipse([-W*0.3 + i*W*0.006, -H*0.3 + i*H*0.006, W*1.3 - i*W*0.006, H*1.3 - i*H*0.006], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 28, 25))
img = Image.composite(img, dark, mask.point(lambda p: 110 + p*145//255))
# warm shade gradient (lamp from top left)
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False)
warm = Image.new("RGB", (W, H), (255, 236, 200))
img = ImageChops.multiply(img, Image.composite(warm, Image.new("RGB", (W, H), (255, 255, 255)), grad.point(lambda p: p//3)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p//5)), 0.5)
img.save(here.parent/"cvs"/"IMG_20261103_142215.jpg", quality=82)
print("ok", img.size)
