import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(203)
im = Image.open("tex/page-1.png").convert("RGB")
w, h = im.size
# paper tint + desk background
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 78, 64))
im = ImageChops.multiply(im, Image.new("RGB", im.size, (246, 240, 228)))
rot = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width-rot.width)//2, (bg.height-rot.height)//2))
# vignette / uneven light
mask = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse([-bg.width*0.3 + i*12, -bg.height*0.25 + i*14, bg.width*1.2 - i*10, bg.height*1.25 - i*12], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", bg.size, (40, 34, 28))
bg = Image.composite(bg, dark, mask.point(lambda p: 150 + p*105//255))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda p: 200 + p//5)), 0.5)
bg.save("../cvs/IMG_20261102_183407.jpg", quality=82)
