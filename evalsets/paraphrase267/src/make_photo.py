import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(267)
src = Image.open("tm_page-1.png").convert("RGB")
w, h = src.size
# paper tint
tint = Image.new("RGB", (w, h), (238, 232, 220))
img = ImageChops.multiply(src, tint)
# background table + rotation
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 74, 60))
W, H = img.size
# shading gradient from top-left (light) to bottom-right (shadow) + vignette
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(0, min(W, H) - 1, 4):
    v = int(70 * i / min(W, H))
    d.rectangle([i, i, W, H], fill=v)
shadow = Image.new("RGB", (W, H), (0, 0, 0))
img = Image.composite(shadow, img, mask.filter(ImageFilter.GaussianBlur(60)))
vig = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-W * 0.15, -H * 0.1, W * 1.15, H * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(noise).point(lambda p: 255 - p // 6)), 0.5)
img.save("../cvs/IMG_20261118_094512.jpg", quality=82)
print(img.size)
