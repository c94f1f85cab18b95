"""Phone-photo look for kang_page.png (ImageMagick is not available here, so Pillow):
off-white paper, 2.2 deg rotation on a table-coloured background, vignette, uneven light,
slight blur and noise; saved as JPEG without any text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageChops, ImageDraw

here = Path(__file__).resolve().parent
img = Image.open(here / "kang_page.png").convert("RGB")
w, h = img.size
paper = Image.new("RGB", img.size, (243, 239, 228))
img = ImageChops.multiply(img, paper)
img = img.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(107, 99, 88))
W, H = img.size
canvas = Image.new("RGB", (W + 120, H + 90), (96, 88, 78))
canvas.paste(img, (70, 35))
W, H = canvas.size
# vignette + uneven light (brighter top-left)
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
d.ellipse([-W * 0.25, -H * 0.3, W * 1.15, H * 1.2], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(180))
dark = Image.new("RGB", (W, H), (40, 36, 32))
canvas = Image.composite(canvas, dark, mask.point(lambda v: 90 + v * 165 // 255))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
random.seed(47)
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.5)
canvas.save(here.parent / "cvs" / "IMG_20261108_142233.jpg", quality=82)
