import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(187)
page = Image.open("tex/oyc-1.png").convert("RGB")
# crop to the used top part of the page (content) plus margin
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.55)))
w, h = page.size
# paper tint
tint = Image.new("RGB", page.size, (236, 230, 214))
page = ImageChops.multiply(page, tint.point(lambda v: min(255, v + 19)))
canvas = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))  # wooden desk
canvas.paste(page, (80, 80))
canvas = canvas.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = canvas.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    d.ellipse((-W * 0.3 + i * 12, -H * 0.4 + i * 12, W * 1.2 - i * 12, H * 1.3 - i * 12), fill=int(i * 6.3))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
canvas = Image.composite(canvas, dark, mask.point(lambda v: 110 + v * 145 // 255))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=1.0, offset=-120)
canvas = ImageChops.lighter(canvas, Image.new("RGB", (W, H), (0, 0, 0)))
canvas.save("../cvs/IMG_20261103_184512.jpg", quality=80)
