"""Turns page-1.png (pdftoppm -r 150 of guo_manni_2026_zh.pdf) into a phone-photo JPEG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(282)
page = Image.open("page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))   # desk
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# uneven lighting: darker towards the lower right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-bg.width * 0.3 + i * 12, -bg.height * 0.3 + i * 14,
               bg.width * 1.1 - i * 6, bg.height * 1.05 - i * 6], fill=int(i * 4.2))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", bg.size, (20, 16, 10))
img = Image.composite(bg, dark, shade.point(lambda v: min(255, 110 + v)))
img = img.filter(ImageFilter.GaussianBlur(0.6))
noise = Image.effect_noise(img.size, 10).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-6)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)))
img.save("../cvs/IMG_20261103_194512.jpg", "JPEG", quality=80)
