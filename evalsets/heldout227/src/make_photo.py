"""Turn src/gy/page.png (150 dpi render of gan_yutang_2026.pdf) into a phone-photo JPEG without a text layer."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, pathlib
random.seed(227)
here = pathlib.Path(__file__).resolve().parent
img = Image.open(here / "gy" / "page.png").convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.74)))          # the printed part of the page
# paper tint
tint = Image.new("RGB", img.size, (236, 230, 214))
img = ImageChops.multiply(img, tint)
# table background around the sheet, then rotate
bg = Image.new("RGB", (img.width + 160, img.height + 160), (92, 74, 58))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# vignette / uneven lighting
W, H = img.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse((-W * 0.25 + i * W / 120, -H * 0.2 + i * H / 120, W * 1.25 - i * W / 120, H * 1.2 - i * H / 120), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 34, 28))
img = Image.composite(img, dark, mask)
# a diagonal shadow (phone/hand)
sh = Image.new("L", (W, H), 255)
ImageDraw.Draw(sh).polygon([(int(W * 0.7), H), (W, int(H * 0.55)), (W, H)], fill=175)
sh = sh.filter(ImageFilter.GaussianBlur(40))
img = ImageChops.multiply(img, Image.merge("RGB", (sh, sh, sh)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(here.parent / "cvs" / "甘予棠_简历_2026.jpg", quality=82)
