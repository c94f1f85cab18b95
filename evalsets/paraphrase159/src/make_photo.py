import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(159)
src = "tex/fu_yuning_page-1.png"
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 230, 218))
im = ImageChops.multiply(im, tint)
# shading: gradient from left-top bright to bottom-right darker
grad = Image.new("L", (w, h))
d = ImageDraw.Draw(grad)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
shade = Image.merge("RGB", [grad, grad, grad])
im = ImageChops.multiply(im, shade)
# vignette
vig = Image.new("L", (w, h), 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, ImageChops.multiply(im, Image.new("RGB", (w, h), (150, 145, 140))), vig)
# rotate on a desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 74, 58))
bg.paste(im, (int(w * 0.06), int(h * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = ImageChops.add(ImageChops.multiply(bg, Image.new("RGB", bg.size, (245, 245, 245))), ImageChops.multiply(noise, Image.new("RGB", bg.size, (10, 10, 10))))
bg.save("../cvs/IMG_20261102_184512.jpg", quality=82)
