"""Turns the rendered page of qinyu_lang_cv.pdf (pdftoppm -r 150) into a phone-photo JPG."""
import random, sys
from PIL import Image, ImageDraw, ImageFilter, ImageChops

src, dst = sys.argv[1], sys.argv[2]
random.seed(51)
page = Image.open(src).convert("RGB")
w, h = page.size
# background "desk" larger than the page; page slightly rotated
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: a vignette plus a darker lower-left corner (hand shadow)
mask = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    d.ellipse([-bg.width * 0.25 + i * 12, -bg.height * 0.2 + i * 14,
               bg.width * 1.25 - i * 12, bg.height * 1.2 - i * 14], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", bg.size, (40, 34, 30))
img = Image.composite(bg, dark, mask)
grad = Image.linear_gradient("L").resize(bg.size).rotate(35, expand=False)
img = ImageChops.multiply(img, Image.merge("RGB", [grad.point(lambda p: 200 + p * 55 // 255)] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 180 + p * 75 // 255)), 0.5)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)), Image.LANCZOS)
img.save(dst, "JPEG", quality=78)
