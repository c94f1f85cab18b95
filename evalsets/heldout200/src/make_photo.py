"""Turns src/tian/page.png into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(200)
src = Image.open("tian/page.png").convert("RGB")
w, h = src.size
page = src.crop((0, 0, w, int(h * 0.62)))          # the printed part of the page
# paper on a darker desk background
bg = Image.new("RGB", (page.width + 160, page.height + 160), (92, 84, 74))
bg.paste(page, (80, 70))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# warm tint + uneven lighting (vignette and a soft shadow from the left)
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 120):
    d.rectangle((i, i, W - i, H - i), outline=int(110 - i * 0.9))
shade = shade.filter(ImageFilter.GaussianBlur(40))
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
grad = grad.point(lambda v: int(v * 0.25))
shade = ImageChops.add(shade, grad)
dark = Image.new("RGB", (W, H), (30, 25, 20))
img = Image.composite(dark, img, shade)
tint = Image.new("RGB", (W, H), (255, 240, 215))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 4)), 0.35)
img.save("../cvs/IMG_20261103_184512.jpg", quality=82)
print(img.size)
