"""Phone-photo look with Pillow (ImageMagick is not available here):
paper border, 2.2 deg rotation on a table-coloured background, warm tint, vignette,
slight blur, Gaussian noise; saved as JPEG without any text layer."""
import random, subprocess, os
from PIL import Image, ImageFilter, ImageOps, ImageDraw, ImageChops
os.chdir(os.path.dirname(os.path.abspath(__file__)))
subprocess.run(["pdftoppm", "-r", "150", "-png", "zong_peiran_2022.pdf", "page"], check=True)
im = Image.open("page-1.png").convert("RGB")
im = ImageOps.expand(im, border=50, fill=(216, 212, 204))
im = im.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(138, 133, 124))
w, h = im.size
im = Image.blend(im, Image.new("RGB", im.size, (243, 233, 210)), 0.08)
# vignette
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40) ** 0.5)
    d.ellipse([-w * 0.35 + i * w * 0.012, -h * 0.35 + i * h * 0.012,
               w * 1.35 - i * w * 0.012, h * 1.35 - i * h * 0.012], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (60, 55, 50))
im = Image.composite(im, dark, mask.point(lambda p: 110 + p * 145 // 255))
im = im.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-128) if False else Image.blend(im, noise, 0.06)
im.save("../cvs/IMG_20221018_201533.jpg", quality=82)
os.remove("page-1.png")
