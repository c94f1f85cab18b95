"""Turns rutendo_moyo.pdf (page 1) into a phone photo: cvs/IMG_20261103_091244.jpg."""
import subprocess, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(121)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                "rutendo_moyo.pdf", "rm_page"], check=True)
page = Image.open("rm_page.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))           # only the printed part is in frame
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (96, 84, 70))  # wooden desk
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# uneven light: vignette + side shading
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
W, H = img.size
for i in range(60):
    d.ellipse((-W * 0.15 + i * 6, -H * 0.2 + i * 6, W * 1.15 - i * 6, H * 1.2 - i * 6), fill=int(i * 4.2))
mask = mask.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", img.size, (30, 26, 22))
img = Image.composite(img, dark, mask)
grad = Image.linear_gradient("L").rotate(90).resize(img.size)
warm = Image.new("RGB", img.size, (255, 236, 200))
img = Image.blend(img, ImageChops.multiply(img, warm), 0.5)
img = Image.composite(img, ImageChops.multiply(img, Image.new("RGB", img.size, (200, 200, 200))), grad)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 155 + v // 3)), 0.25)
img.save("../cvs/IMG_20261103_091244.jpg", quality=82)
