"""Turns tw_page.png (pdftoppm -r 150 of tomasz_wierzbicki_cv.pdf) into a phone-photo JPEG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(38)
page = Image.open("tw_page.png").convert("RGB")
w, h = page.size
# place on a darker "desk" background, rotate ~2 degrees
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 80, 66))
bg.paste(page, (int(w * 0.04), int(h * 0.03)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = img.size
# uneven lighting: radial vignette + diagonal shadow
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    inset = int(i * min(W, H) / 130)
    d.ellipse([inset - W * 0.25, inset - H * 0.2, W * 1.25 - inset, H * 1.2 - inset], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (W, H), (40, 35, 30))
img = Image.composite(img, dark, mask.point(lambda p: 110 + p * 145 // 255))
shadow = Image.new("L", (W, H), 255)
ds = ImageDraw.Draw(shadow)
ds.polygon([(0, H * 0.55), (W * 0.55, H), (0, H)], fill=185)
shadow = shadow.filter(ImageFilter.GaussianBlur(90))
img = ImageChops.multiply(img, Image.merge("RGB", [shadow] * 3))
# warm tint
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda p: min(255, p + 8)), g, b.point(lambda p: max(0, p - 12))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("L")
img = Image.blend(img, Image.merge("RGB", [noise] * 3), 0.06)
img = img.resize((int(W * 0.85), int(H * 0.85)), Image.LANCZOS)
img.save("../cvs/IMG_20261103_091244.jpg", "JPEG", quality=80)
