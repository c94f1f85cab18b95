import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(162)
im = Image.open("katrina_page-1.png").convert("RGB")
w, h = im.size
# paper tint + uneven lighting
shade = Image.new("L", (w, h), 0); d = ImageDraw.Draw(shade)
for i in range(0, max(w, h), 4):
    d.ellipse([w*0.5-i, h*0.45-i, w*0.5+i, h*0.45+i], outline=max(0, int(i/max(w,h)*110)))
shade = shade.filter(ImageFilter.GaussianBlur(60))
im = ImageChops.subtract(im, Image.merge("RGB", (shade, shade, shade)))
tint = Image.new("RGB", (w, h), (238, 230, 214)); im = ImageChops.multiply(im, tint)
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 78, 64))
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v//4)), 0.35)
im.save("../cvs/IMG_20261103_184512.jpg", quality=82)
