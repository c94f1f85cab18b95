import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(208)
im = Image.open("ran_page-1.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 80, 66))
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse([-W*0.25+i*8, -H*0.2+i*8, W*1.25-i*8, H*1.2-i*8], fill=int(i*4.2))
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (W, H), (30, 26, 22))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 90+v)))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 255 - v//5)
im = ImageChops.multiply(im, Image.merge("RGB", [grad]*3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200+v//5)), 0.35)
im.save("../cvs/IMG_20261104_193512.jpg", quality=82)
