from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random
random.seed(129)
im = Image.open('page.png').convert('RGB')
w, h = im.size
# crop lower blank area a bit, put on a darker "table" background
bg = Image.new('RGB', (int(w*1.12), int(h*0.78)), (92, 80, 66))
page = im.crop((0, 0, w, int(h*0.70)))
page = page.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
bg.paste(page, (int(w*0.05), int(h*0.03)))
# shading: gradient from left-top light to right-bottom dark
g0 = Image.linear_gradient('L').resize((512,512)).rotate(35, resample=Image.BICUBIC, expand=True); s=g0.size[0]; grad = g0.crop((s//4, s//4, 3*s//4, 3*s//4)).resize(bg.size)
shade = Image.merge('RGB', [grad.point(lambda v: 255 - v//3)]*3)
bg = ImageChops.multiply(bg, shade)
# vignette
vig = Image.new('L', bg.size, 0)
ImageDraw.Draw(vig).ellipse((-bg.size[0]*0.15, -bg.size[1]*0.15, bg.size[0]*1.15, bg.size[1]*1.15), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
bg = Image.composite(bg, Image.new('RGB', bg.size, (30, 25, 20)), vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert('RGB')
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v//5)), 0.5)
bg.save('../cvs/IMG_20261103_214512.jpg', quality=82)
