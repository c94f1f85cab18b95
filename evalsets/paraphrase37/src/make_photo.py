"""Turn the rendered page into a phone-photo-like JPEG (rotation, vignette, blur, noise)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(37)
im = Image.open("kaiyu_shen_page.png").convert("RGB")
w, h = im.size
# paper slightly warm
warm = Image.new("RGB", (w, h), (245, 238, 222))
im = ImageChops.multiply(im, warm)
# rotate 2 degrees onto a darker "desk"
im = im.rotate(-2.0, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
w, h = im.size
# vignette / uneven shading
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-w*0.25 + i*w*0.008, -h*0.2 + i*h*0.007, w*1.15 - i*w*0.008, h*1.2 - i*h*0.007], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (40, 35, 30))
im = Image.composite(im, dark, mask.point(lambda p: 110 + p * 145 // 255))
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.5)
im.save("../cvs/IMG_20261103_184512.jpg", quality=82)
