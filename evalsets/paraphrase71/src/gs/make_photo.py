import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(71)
im = Image.open("page-1.png").convert("RGB")
w, h = im.size
# warm paper tint
tint = Image.new("RGB", (w, h), (238, 230, 214))
im = ImageChops.multiply(im, tint)
# uneven lighting: darker towards lower-right, vignette
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    box = [-w*0.3 + i*w*0.012, -h*0.2 + i*h*0.01, w*1.1 - i*w*0.012, h*1.05 - i*h*0.012]
    d.ellipse(box, fill=int(150 + i*2.6))
shade = shade.filter(ImageFilter.GaussianBlur(80))
im = Image.composite(im, Image.new("RGB", (w, h), (60, 55, 50)), shade)
# rotate slightly on a desk-coloured background
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 74, 58))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = im.load()
W, H = im.size
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save("../../cvs/gareth_seah_cv.jpg", quality=82)
print(im.size)
